; ModuleID = 'hashes.c'
source_filename = "hashes.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@main.check = internal constant [9 x i8] c"123456789", align 1
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@buf = internal global [256 x i8] zeroinitializer, align 1
@crc_table = internal global [256 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  call void @crc32_init() #2
  %6 = call i32 @crc32_bitwise(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @main.check, i32 0, i32 0), i32 noundef 9) #2
  %7 = icmp ne i32 %6, -873187034
  br i1 %7, label %8, label %9

8:                                                ; preds = %0
  call void @abort() #2
  br label %9

9:                                                ; preds = %8, %0
  %10 = call i32 @crc32_table(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @main.check, i32 0, i32 0), i32 noundef 9) #2
  %11 = icmp ne i32 %10, -873187034
  br i1 %11, label %12, label %13

12:                                               ; preds = %9
  call void @abort() #2
  br label %13

13:                                               ; preds = %12, %9
  %14 = call i32 @adler32(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @main.check, i32 0, i32 0), i32 noundef 9) #2
  %15 = icmp ne i32 %14, 152961502
  br i1 %15, label %16, label %17

16:                                               ; preds = %13
  call void @abort() #2
  br label %17

17:                                               ; preds = %16, %13
  %18 = call i32 @fnv1a32(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i32 noundef 1) #2
  %19 = icmp ne i32 %18, -468965076
  br i1 %19, label %20, label %21

20:                                               ; preds = %17
  call void @abort() #2
  br label %21

21:                                               ; preds = %20, %17
  %22 = call i64 @fnv1a64(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i32 noundef 1) #2
  %23 = icmp ne i64 %22, -5808556873153909620
  br i1 %23, label %24, label %25

24:                                               ; preds = %21
  call void @abort() #2
  br label %25

25:                                               ; preds = %24, %21
  store i32 1, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %26

26:                                               ; preds = %38, %25
  %27 = load i32, i32* %2, align 4
  %28 = icmp ult i32 %27, 256
  br i1 %28, label %29, label %41

29:                                               ; preds = %26
  %30 = load i32, i32* %1, align 4
  %31 = mul i32 %30, 1103515245
  %32 = add i32 %31, 12345
  store i32 %32, i32* %1, align 4
  %33 = load i32, i32* %1, align 4
  %34 = lshr i32 %33, 16
  %35 = trunc i32 %34 to i8
  %36 = load i32, i32* %2, align 4
  %37 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %36
  store i8 %35, i8* %37, align 1
  br label %38

38:                                               ; preds = %29
  %39 = load i32, i32* %2, align 4
  %40 = add i32 %39, 1
  store i32 %40, i32* %2, align 4
  br label %26, !llvm.loop !7

41:                                               ; preds = %26
  store i32 0, i32* %3, align 4
  %42 = call i32 @crc32_bitwise(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), i32 noundef 256) #2
  %43 = load i32, i32* %3, align 4
  %44 = xor i32 %43, %42
  store i32 %44, i32* %3, align 4
  %45 = call i32 @crc32_table(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), i32 noundef 256) #2
  %46 = call i32 @crc32_bitwise(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), i32 noundef 256) #2
  %47 = icmp ne i32 %45, %46
  br i1 %47, label %48, label %49

48:                                               ; preds = %41
  call void @abort() #2
  br label %49

49:                                               ; preds = %48, %41
  store i32 1, i32* %4, align 4
  br label %50

50:                                               ; preds = %83, %49
  %51 = load i32, i32* %4, align 4
  %52 = icmp ule i32 %51, 256
  br i1 %52, label %53, label %86

53:                                               ; preds = %50
  %54 = load i32, i32* %3, align 4
  %55 = mul i32 %54, 31
  %56 = load i32, i32* %4, align 4
  %57 = call i32 @crc32_table(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), i32 noundef %56) #2
  %58 = add i32 %55, %57
  store i32 %58, i32* %3, align 4
  %59 = load i32, i32* %3, align 4
  %60 = mul i32 %59, 31
  %61 = load i32, i32* %4, align 4
  %62 = sub i32 256, %61
  %63 = getelementptr inbounds i8, i8* getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), i32 %62
  %64 = load i32, i32* %4, align 4
  %65 = call i32 @adler32(i8* noundef %63, i32 noundef %64) #2
  %66 = add i32 %60, %65
  store i32 %66, i32* %3, align 4
  %67 = load i32, i32* %3, align 4
  %68 = mul i32 %67, 31
  %69 = load i32, i32* %4, align 4
  %70 = call i32 @fnv1a32(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), i32 noundef %69) #2
  %71 = add i32 %68, %70
  store i32 %71, i32* %3, align 4
  %72 = load i32, i32* %4, align 4
  %73 = call i64 @fnv1a64(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), i32 noundef %72) #2
  store i64 %73, i64* %5, align 8
  %74 = load i32, i32* %3, align 4
  %75 = mul i32 %74, 31
  %76 = load i64, i64* %5, align 8
  %77 = trunc i64 %76 to i32
  %78 = add i32 %75, %77
  %79 = load i64, i64* %5, align 8
  %80 = lshr i64 %79, 32
  %81 = trunc i64 %80 to i32
  %82 = add i32 %78, %81
  store i32 %82, i32* %3, align 4
  br label %83

83:                                               ; preds = %53
  %84 = load i32, i32* %4, align 4
  %85 = add i32 %84, 41
  store i32 %85, i32* %4, align 4
  br label %50, !llvm.loop !9

86:                                               ; preds = %50
  %87 = load i32, i32* %3, align 4
  %88 = and i32 %87, 2147483647
  ret i32 %88
}

; Function Attrs: noinline nounwind optnone
define internal void @crc32_init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %4

4:                                                ; preds = %32, %0
  %5 = load i32, i32* %1, align 4
  %6 = icmp ult i32 %5, 256
  br i1 %6, label %7, label %35

7:                                                ; preds = %4
  %8 = load i32, i32* %1, align 4
  store i32 %8, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %9

9:                                                ; preds = %25, %7
  %10 = load i32, i32* %3, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 1
  %19 = xor i32 %18, -306674912
  br label %23

20:                                               ; preds = %12
  %21 = load i32, i32* %2, align 4
  %22 = lshr i32 %21, 1
  br label %23

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %19, %16 ], [ %22, %20 ]
  store i32 %24, i32* %2, align 4
  br label %25

25:                                               ; preds = %23
  %26 = load i32, i32* %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %3, align 4
  br label %9, !llvm.loop !10

28:                                               ; preds = %9
  %29 = load i32, i32* %2, align 4
  %30 = load i32, i32* %1, align 4
  %31 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %30
  store i32 %29, i32* %31, align 4
  br label %32

32:                                               ; preds = %28
  %33 = load i32, i32* %1, align 4
  %34 = add i32 %33, 1
  store i32 %34, i32* %1, align 4
  br label %4, !llvm.loop !11

35:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @crc32_bitwise(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 -1, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %35, %2
  %9 = load i32, i32* %6, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp ult i32 %9, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %8
  %13 = load i8*, i8** %3, align 4
  %14 = load i32, i32* %6, align 4
  %15 = getelementptr inbounds i8, i8* %13, i32 %14
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, i32* %5, align 4
  %19 = xor i32 %18, %17
  store i32 %19, i32* %5, align 4
  store i32 0, i32* %7, align 4
  br label %20

20:                                               ; preds = %31, %12
  %21 = load i32, i32* %7, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = load i32, i32* %5, align 4
  %25 = lshr i32 %24, 1
  %26 = load i32, i32* %5, align 4
  %27 = and i32 %26, 1
  %28 = sub i32 0, %27
  %29 = and i32 -306674912, %28
  %30 = xor i32 %25, %29
  store i32 %30, i32* %5, align 4
  br label %31

31:                                               ; preds = %23
  %32 = load i32, i32* %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %7, align 4
  br label %20, !llvm.loop !12

34:                                               ; preds = %20
  br label %35

35:                                               ; preds = %34
  %36 = load i32, i32* %6, align 4
  %37 = add i32 %36, 1
  store i32 %37, i32* %6, align 4
  br label %8, !llvm.loop !13

38:                                               ; preds = %8
  %39 = load i32, i32* %5, align 4
  %40 = xor i32 %39, -1
  ret i32 %40
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i32 @crc32_table(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 -1, i32* %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i32, i32* %4, align 4
  %8 = add i32 %7, -1
  store i32 %8, i32* %4, align 4
  %9 = icmp ne i32 %7, 0
  br i1 %9, label %10, label %23

10:                                               ; preds = %6
  %11 = load i32, i32* %5, align 4
  %12 = load i8*, i8** %3, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 1
  store i8* %13, i8** %3, align 4
  %14 = load i8, i8* %12, align 1
  %15 = zext i8 %14 to i32
  %16 = xor i32 %11, %15
  %17 = and i32 %16, 255
  %18 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %5, align 4
  %21 = lshr i32 %20, 8
  %22 = xor i32 %19, %21
  store i32 %22, i32* %5, align 4
  br label %6, !llvm.loop !14

23:                                               ; preds = %6
  %24 = load i32, i32* %5, align 4
  %25 = xor i32 %24, -1
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone
define internal i32 @adler32(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 1, i32* %5, align 4
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %25, %2
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp ult i32 %9, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %8
  %13 = load i32, i32* %5, align 4
  %14 = load i8*, i8** %3, align 4
  %15 = load i32, i32* %7, align 4
  %16 = getelementptr inbounds i8, i8* %14, i32 %15
  %17 = load i8, i8* %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %13, %18
  %20 = urem i32 %19, 65521
  store i32 %20, i32* %5, align 4
  %21 = load i32, i32* %6, align 4
  %22 = load i32, i32* %5, align 4
  %23 = add i32 %21, %22
  %24 = urem i32 %23, 65521
  store i32 %24, i32* %6, align 4
  br label %25

25:                                               ; preds = %12
  %26 = load i32, i32* %7, align 4
  %27 = add i32 %26, 1
  store i32 %27, i32* %7, align 4
  br label %8, !llvm.loop !15

28:                                               ; preds = %8
  %29 = load i32, i32* %6, align 4
  %30 = shl i32 %29, 16
  %31 = load i32, i32* %5, align 4
  %32 = or i32 %30, %31
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone
define internal i32 @fnv1a32(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 -2128831035, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load i32, i32* %5, align 4
  %13 = load i8*, i8** %3, align 4
  %14 = load i32, i32* %6, align 4
  %15 = getelementptr inbounds i8, i8* %13, i32 %14
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %12, %17
  %19 = mul i32 %18, 16777619
  store i32 %19, i32* %5, align 4
  br label %20

20:                                               ; preds = %11
  %21 = load i32, i32* %6, align 4
  %22 = add i32 %21, 1
  store i32 %22, i32* %6, align 4
  br label %7, !llvm.loop !16

23:                                               ; preds = %7
  %24 = load i32, i32* %5, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone
define internal i64 @fnv1a64(i8* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i64 -3750763034362895579, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load i64, i64* %5, align 8
  %13 = load i8*, i8** %3, align 4
  %14 = load i32, i32* %6, align 4
  %15 = getelementptr inbounds i8, i8* %13, i32 %14
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i64
  %18 = xor i64 %12, %17
  %19 = mul i64 %18, 1099511628211
  store i64 %19, i64* %5, align 8
  br label %20

20:                                               ; preds = %11
  %21 = load i32, i32* %6, align 4
  %22 = add i32 %21, 1
  store i32 %22, i32* %6, align 4
  br label %7, !llvm.loop !17

23:                                               ; preds = %7
  %24 = load i64, i64* %5, align 8
  ret i64 %24
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin "no-builtins" }

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
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
