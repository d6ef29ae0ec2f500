; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@probes = internal constant [24 x i32] [i32 -100000, i32 -4096, i32 -7, i32 -1, i32 0, i32 3, i32 64, i32 65, i32 66, i32 67, i32 1000, i32 4096, i32 65536, i32 1000000, i32 2147483632, i32 5, i32 -2, i32 68, i32 63, i32 999, i32 1001, i32 65535, i32 65537, i32 -100001], align 4
@text = internal constant [66 x i8] c"Hello, world; this: is a test. Does it work? Yes!\09Tabs\0Aand lines.\00", align 1
@wides = internal constant [10 x i64] [i64 -5000000000, i64 4294967296, i64 4294967295, i64 1, i64 -1, i64 78187493530, i64 0, i64 -4294967295, i64 305419896, i64 1177699121306], align 8
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 12345, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %28, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 30
  br i1 %11, label %12, label %31

12:                                               ; preds = %9
  store i32 0, i32* %3, align 4
  br label %13

13:                                               ; preds = %24, %12
  %14 = load i32, i32* %3, align 4
  %15 = icmp ult i32 %14, 24
  br i1 %15, label %16, label %27

16:                                               ; preds = %13
  %17 = load i32, i32* %3, align 4
  %18 = getelementptr inbounds [24 x i32], [24 x i32]* @probes, i32 0, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %2, align 4
  %21 = and i32 %20, 1
  %22 = add nsw i32 %19, %21
  %23 = call i32 @classify(i32 noundef %22) #1
  call void @mix(i32 noundef %23) #1
  br label %24

24:                                               ; preds = %16
  %25 = load i32, i32* %3, align 4
  %26 = add i32 %25, 1
  store i32 %26, i32* %3, align 4
  br label %13, !llvm.loop !7

27:                                               ; preds = %13
  br label %28

28:                                               ; preds = %27
  %29 = load i32, i32* %2, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %2, align 4
  br label %9, !llvm.loop !9

31:                                               ; preds = %9
  store i32 0, i32* %4, align 4
  br label %32

32:                                               ; preds = %48, %31
  %33 = load i32, i32* %4, align 4
  %34 = icmp slt i32 %33, 600
  br i1 %34, label %35, label %51

35:                                               ; preds = %32
  %36 = load i32, i32* %1, align 4
  %37 = mul i32 %36, 1103515245
  %38 = add i32 %37, 12345
  store i32 %38, i32* %1, align 4
  %39 = load i32, i32* %1, align 4
  %40 = lshr i32 %39, 1
  %41 = srem i32 %40, 70
  %42 = call i32 @classify(i32 noundef %41) #1
  call void @mix(i32 noundef %42) #1
  %43 = load i32, i32* %1, align 4
  %44 = lshr i32 %43, 3
  %45 = urem i32 %44, 600
  %46 = trunc i32 %45 to i16
  %47 = call i32 @port_class(i16 noundef zeroext %46) #1
  call void @mix(i32 noundef %47) #1
  br label %48

48:                                               ; preds = %35
  %49 = load i32, i32* %4, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %4, align 4
  br label %32, !llvm.loop !10

51:                                               ; preds = %32
  store i32 0, i32* %5, align 4
  br label %52

52:                                               ; preds = %59, %51
  %53 = load i32, i32* %5, align 4
  %54 = icmp ult i32 %53, 70000
  br i1 %54, label %55, label %62

55:                                               ; preds = %52
  %56 = load i32, i32* %5, align 4
  %57 = trunc i32 %56 to i16
  %58 = call i32 @port_class(i16 noundef zeroext %57) #1
  call void @mix(i32 noundef %58) #1
  br label %59

59:                                               ; preds = %55
  %60 = load i32, i32* %5, align 4
  %61 = add i32 %60, 997
  store i32 %61, i32* %5, align 4
  br label %52, !llvm.loop !11

62:                                               ; preds = %52
  %63 = call i32 @port_class(i16 noundef zeroext 443) #1
  call void @mix(i32 noundef %63) #1
  %64 = call i32 @port_class(i16 noundef zeroext -1) #1
  call void @mix(i32 noundef %64) #1
  store i32 0, i32* %6, align 4
  br label %65

65:                                               ; preds = %86, %62
  %66 = load i32, i32* %6, align 4
  %67 = icmp slt i32 %66, 6
  br i1 %67, label %68, label %89

68:                                               ; preds = %65
  store i32 0, i32* %7, align 4
  br label %69

69:                                               ; preds = %82, %68
  %70 = load i32, i32* %7, align 4
  %71 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %70
  %72 = load i8, i8* %71, align 1
  %73 = icmp ne i8 %72, 0
  br i1 %73, label %74, label %85

74:                                               ; preds = %69
  %75 = load i32, i32* %7, align 4
  %76 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %75
  %77 = load i8, i8* %76, align 1
  %78 = call i32 @is_separator(i8 noundef zeroext %77) #1
  %79 = load i32, i32* %6, align 4
  %80 = and i32 %79, 3
  %81 = shl i32 %78, %80
  call void @mix(i32 noundef %81) #1
  br label %82

82:                                               ; preds = %74
  %83 = load i32, i32* %7, align 4
  %84 = add i32 %83, 1
  store i32 %84, i32* %7, align 4
  br label %69, !llvm.loop !12

85:                                               ; preds = %69
  br label %86

86:                                               ; preds = %85
  %87 = load i32, i32* %6, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %6, align 4
  br label %65, !llvm.loop !13

89:                                               ; preds = %65
  store i32 0, i32* %8, align 4
  br label %90

90:                                               ; preds = %98, %89
  %91 = load i32, i32* %8, align 4
  %92 = icmp ult i32 %91, 10
  br i1 %92, label %93, label %101

93:                                               ; preds = %90
  %94 = load i32, i32* %8, align 4
  %95 = getelementptr inbounds [10 x i64], [10 x i64]* @wides, i32 0, i32 %94
  %96 = load i64, i64* %95, align 8
  %97 = call i32 @wide_case(i64 noundef %96) #1
  call void @mix(i32 noundef %97) #1
  br label %98

98:                                               ; preds = %93
  %99 = load i32, i32* %8, align 4
  %100 = add i32 %99, 1
  store i32 %100, i32* %8, align 4
  br label %90, !llvm.loop !14

101:                                              ; preds = %90
  %102 = load i32, i32* @h, align 4
  %103 = and i32 %102, 2147483647
  ret i32 %103
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @h, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %20 [
    i32 -100000, label %5
    i32 -4096, label %6
    i32 -7, label %7
    i32 -1, label %8
    i32 0, label %9
    i32 3, label %10
    i32 64, label %11
    i32 65, label %12
    i32 66, label %13
    i32 67, label %14
    i32 1000, label %15
    i32 4096, label %16
    i32 65536, label %17
    i32 1000000, label %18
    i32 2147483632, label %19
  ]

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %21

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %21

7:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %21

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %21

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4
  br label %21

10:                                               ; preds = %1
  store i32 6, i32* %2, align 4
  br label %21

11:                                               ; preds = %1
  store i32 7, i32* %2, align 4
  br label %21

12:                                               ; preds = %1
  store i32 8, i32* %2, align 4
  br label %21

13:                                               ; preds = %1
  store i32 9, i32* %2, align 4
  br label %21

14:                                               ; preds = %1
  store i32 10, i32* %2, align 4
  br label %21

15:                                               ; preds = %1
  store i32 11, i32* %2, align 4
  br label %21

16:                                               ; preds = %1
  store i32 12, i32* %2, align 4
  br label %21

17:                                               ; preds = %1
  store i32 13, i32* %2, align 4
  br label %21

18:                                               ; preds = %1
  store i32 14, i32* %2, align 4
  br label %21

19:                                               ; preds = %1
  store i32 15, i32* %2, align 4
  br label %21

20:                                               ; preds = %1
  store i32 0, i32* %2, align 4
  br label %21

21:                                               ; preds = %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %22 = load i32, i32* %2, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone
define internal i32 @port_class(i16 noundef zeroext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  %4 = load i16, i16* %3, align 2
  %5 = zext i16 %4 to i32
  switch i32 %5, label %11 [
    i32 21, label %6
    i32 22, label %6
    i32 23, label %6
    i32 25, label %7
    i32 110, label %7
    i32 143, label %7
    i32 80, label %8
    i32 443, label %8
    i32 8080, label %8
    i32 53, label %9
    i32 65535, label %10
  ]

6:                                                ; preds = %1, %1, %1
  store i32 1, i32* %2, align 4
  br label %17

7:                                                ; preds = %1, %1, %1
  store i32 2, i32* %2, align 4
  br label %17

8:                                                ; preds = %1, %1, %1
  store i32 3, i32* %2, align 4
  br label %17

9:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %17

10:                                               ; preds = %1
  store i32 5, i32* %2, align 4
  br label %17

11:                                               ; preds = %1
  %12 = load i16, i16* %3, align 2
  %13 = zext i16 %12 to i32
  %14 = icmp slt i32 %13, 1024
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i32 6, i32 7
  store i32 %16, i32* %2, align 4
  br label %17

17:                                               ; preds = %11, %10, %9, %8, %7, %6
  %18 = load i32, i32* %2, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_separator(i8 noundef zeroext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  %4 = load i8, i8* %3, align 1
  %5 = zext i8 %4 to i32
  switch i32 %5, label %7 [
    i32 32, label %6
    i32 9, label %6
    i32 10, label %6
    i32 44, label %6
    i32 59, label %6
    i32 58, label %6
    i32 46, label %6
    i32 33, label %6
    i32 63, label %6
  ]

6:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i32 1, i32* %2, align 4
  br label %8

7:                                                ; preds = %1
  store i32 0, i32* %2, align 4
  br label %8

8:                                                ; preds = %7, %6
  %9 = load i32, i32* %2, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @wide_case(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  %4 = load i64, i64* %3, align 8
  switch i64 %4, label %11 [
    i64 -5000000000, label %5
    i64 4294967296, label %6
    i64 4294967295, label %7
    i64 1, label %8
    i64 -1, label %9
    i64 78187493530, label %10
  ]

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %12

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %12

7:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %12

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %12

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4
  br label %12

10:                                               ; preds = %1
  store i32 6, i32* %2, align 4
  br label %12

11:                                               ; preds = %1
  store i32 0, i32* %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9, %8, %7, %6, %5
  %13 = load i32, i32* %2, align 4
  ret i32 %13
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
