; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@probes = internal constant [24 x i32] [i32 -100000, i32 -4096, i32 -7, i32 -1, i32 0, i32 3, i32 64, i32 65, i32 66, i32 67, i32 1000, i32 4096, i32 65536, i32 1000000, i32 2147483632, i32 5, i32 -2, i32 68, i32 63, i32 999, i32 1001, i32 65535, i32 65537, i32 -100001], align 16
@text = internal constant [66 x i8] c"Hello, world; this: is a test. Does it work? Yes!\09Tabs\0Aand lines.\00", align 16
@wides = internal constant [10 x i64] [i64 -5000000000, i64 4294967296, i64 4294967295, i64 1, i64 -1, i64 78187493530, i64 0, i64 -4294967295, i64 305419896, i64 1177699121306], align 16
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

9:                                                ; preds = %30, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 30
  br i1 %11, label %12, label %33

12:                                               ; preds = %9
  store i32 0, i32* %3, align 4
  br label %13

13:                                               ; preds = %26, %12
  %14 = load i32, i32* %3, align 4
  %15 = zext i32 %14 to i64
  %16 = icmp ult i64 %15, 24
  br i1 %16, label %17, label %29

17:                                               ; preds = %13
  %18 = load i32, i32* %3, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [24 x i32], [24 x i32]* @probes, i64 0, i64 %19
  %21 = load i32, i32* %20, align 4
  %22 = load i32, i32* %2, align 4
  %23 = and i32 %22, 1
  %24 = add nsw i32 %21, %23
  %25 = call i32 @classify(i32 noundef %24) #1
  call void @mix(i32 noundef %25) #1
  br label %26

26:                                               ; preds = %17
  %27 = load i32, i32* %3, align 4
  %28 = add i32 %27, 1
  store i32 %28, i32* %3, align 4
  br label %13, !llvm.loop !2

29:                                               ; preds = %13
  br label %30

30:                                               ; preds = %29
  %31 = load i32, i32* %2, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %2, align 4
  br label %9, !llvm.loop !4

33:                                               ; preds = %9
  store i32 0, i32* %4, align 4
  br label %34

34:                                               ; preds = %50, %33
  %35 = load i32, i32* %4, align 4
  %36 = icmp slt i32 %35, 600
  br i1 %36, label %37, label %53

37:                                               ; preds = %34
  %38 = load i32, i32* %1, align 4
  %39 = mul i32 %38, 1103515245
  %40 = add i32 %39, 12345
  store i32 %40, i32* %1, align 4
  %41 = load i32, i32* %1, align 4
  %42 = lshr i32 %41, 1
  %43 = srem i32 %42, 70
  %44 = call i32 @classify(i32 noundef %43) #1
  call void @mix(i32 noundef %44) #1
  %45 = load i32, i32* %1, align 4
  %46 = lshr i32 %45, 3
  %47 = urem i32 %46, 600
  %48 = trunc i32 %47 to i16
  %49 = call i32 @port_class(i16 noundef zeroext %48) #1
  call void @mix(i32 noundef %49) #1
  br label %50

50:                                               ; preds = %37
  %51 = load i32, i32* %4, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %4, align 4
  br label %34, !llvm.loop !5

53:                                               ; preds = %34
  store i32 0, i32* %5, align 4
  br label %54

54:                                               ; preds = %61, %53
  %55 = load i32, i32* %5, align 4
  %56 = icmp ult i32 %55, 70000
  br i1 %56, label %57, label %64

57:                                               ; preds = %54
  %58 = load i32, i32* %5, align 4
  %59 = trunc i32 %58 to i16
  %60 = call i32 @port_class(i16 noundef zeroext %59) #1
  call void @mix(i32 noundef %60) #1
  br label %61

61:                                               ; preds = %57
  %62 = load i32, i32* %5, align 4
  %63 = add i32 %62, 997
  store i32 %63, i32* %5, align 4
  br label %54, !llvm.loop !6

64:                                               ; preds = %54
  %65 = call i32 @port_class(i16 noundef zeroext 443) #1
  call void @mix(i32 noundef %65) #1
  %66 = call i32 @port_class(i16 noundef zeroext -1) #1
  call void @mix(i32 noundef %66) #1
  store i32 0, i32* %6, align 4
  br label %67

67:                                               ; preds = %90, %64
  %68 = load i32, i32* %6, align 4
  %69 = icmp slt i32 %68, 6
  br i1 %69, label %70, label %93

70:                                               ; preds = %67
  store i32 0, i32* %7, align 4
  br label %71

71:                                               ; preds = %86, %70
  %72 = load i32, i32* %7, align 4
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i64 0, i64 %73
  %75 = load i8, i8* %74, align 1
  %76 = icmp ne i8 %75, 0
  br i1 %76, label %77, label %89

77:                                               ; preds = %71
  %78 = load i32, i32* %7, align 4
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i64 0, i64 %79
  %81 = load i8, i8* %80, align 1
  %82 = call i32 @is_separator(i8 noundef zeroext %81) #1
  %83 = load i32, i32* %6, align 4
  %84 = and i32 %83, 3
  %85 = shl i32 %82, %84
  call void @mix(i32 noundef %85) #1
  br label %86

86:                                               ; preds = %77
  %87 = load i32, i32* %7, align 4
  %88 = add i32 %87, 1
  store i32 %88, i32* %7, align 4
  br label %71, !llvm.loop !7

89:                                               ; preds = %71
  br label %90

90:                                               ; preds = %89
  %91 = load i32, i32* %6, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %6, align 4
  br label %67, !llvm.loop !8

93:                                               ; preds = %67
  store i32 0, i32* %8, align 4
  br label %94

94:                                               ; preds = %104, %93
  %95 = load i32, i32* %8, align 4
  %96 = zext i32 %95 to i64
  %97 = icmp ult i64 %96, 10
  br i1 %97, label %98, label %107

98:                                               ; preds = %94
  %99 = load i32, i32* %8, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds [10 x i64], [10 x i64]* @wides, i64 0, i64 %100
  %102 = load i64, i64* %101, align 8
  %103 = call i32 @wide_case(i64 noundef %102) #1
  call void @mix(i32 noundef %103) #1
  br label %104

104:                                              ; preds = %98
  %105 = load i32, i32* %8, align 4
  %106 = add i32 %105, 1
  store i32 %106, i32* %8, align 4
  br label %94, !llvm.loop !9

107:                                              ; preds = %94
  %108 = load i32, i32* @h, align 4
  %109 = and i32 %108, 2147483647
  ret i32 %109
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

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
