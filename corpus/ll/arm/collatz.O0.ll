; ModuleID = 'collatz.c'
source_filename = "collatz.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@memo = internal global [1024 x i16] zeroinitializer, align 2

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
  store i32 -2128831035, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 1, i32* %6, align 4
  br label %9

9:                                                ; preds = %35, %0
  %10 = load i32, i32* %6, align 4
  %11 = icmp ult i32 %10, 400
  br i1 %11, label %12, label %38

12:                                               ; preds = %9
  %13 = load i32, i32* %6, align 4
  %14 = call i32 @chain(i32 noundef %13, i32* noundef %7) #2
  store i32 %14, i32* %8, align 4
  %15 = load i32, i32* %8, align 4
  %16 = load i32, i32* %5, align 4
  %17 = add i32 %16, %15
  store i32 %17, i32* %5, align 4
  %18 = load i32, i32* %8, align 4
  %19 = load i32, i32* %2, align 4
  %20 = icmp ugt i32 %18, %19
  br i1 %20, label %21, label %24

21:                                               ; preds = %12
  %22 = load i32, i32* %8, align 4
  store i32 %22, i32* %2, align 4
  %23 = load i32, i32* %6, align 4
  store i32 %23, i32* %3, align 4
  br label %24

24:                                               ; preds = %21, %12
  %25 = load i32, i32* %7, align 4
  %26 = load i32, i32* %4, align 4
  %27 = icmp ugt i32 %25, %26
  br i1 %27, label %28, label %30

28:                                               ; preds = %24
  %29 = load i32, i32* %7, align 4
  store i32 %29, i32* %4, align 4
  br label %30

30:                                               ; preds = %28, %24
  %31 = load i32, i32* %1, align 4
  %32 = load i32, i32* %8, align 4
  %33 = xor i32 %31, %32
  %34 = mul i32 %33, 16777619
  store i32 %34, i32* %1, align 4
  br label %35

35:                                               ; preds = %30
  %36 = load i32, i32* %6, align 4
  %37 = add i32 %36, 1
  store i32 %37, i32* %6, align 4
  br label %9, !llvm.loop !7

38:                                               ; preds = %9
  %39 = load i32, i32* %3, align 4
  %40 = icmp ne i32 %39, 327
  br i1 %40, label %44, label %41

41:                                               ; preds = %38
  %42 = load i32, i32* %2, align 4
  %43 = icmp ne i32 %42, 143
  br i1 %43, label %44, label %45

44:                                               ; preds = %41, %38
  call void @abort() #2
  br label %45

45:                                               ; preds = %44, %41
  %46 = load i32, i32* %3, align 4
  call void @print_uint(i32 noundef %46) #2
  %47 = call i32 @putchar(i32 noundef 58) #2
  %48 = load i32, i32* %2, align 4
  call void @print_uint(i32 noundef %48) #2
  %49 = call i32 @putchar(i32 noundef 32) #2
  %50 = load i32, i32* %5, align 4
  call void @print_uint(i32 noundef %50) #2
  %51 = call i32 @putchar(i32 noundef 10) #2
  %52 = load i32, i32* %1, align 4
  %53 = load i32, i32* %4, align 4
  %54 = xor i32 %52, %53
  %55 = mul i32 %54, 16777619
  store i32 %55, i32* %1, align 4
  %56 = load i32, i32* %1, align 4
  %57 = and i32 %56, 2147483647
  call void @exit(i32 noundef %57) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i32 @chain(i32 noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32* %1, i32** %4, align 4
  store i32 0, i32* %5, align 4
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = load i32, i32* %3, align 4
  %9 = load i32*, i32** %4, align 4
  store i32 %8, i32* %9, align 4
  br label %10

10:                                               ; preds = %49, %2
  %11 = load i32, i32* %3, align 4
  %12 = icmp ne i32 %11, 1
  br i1 %12, label %13, label %52

13:                                               ; preds = %10
  %14 = load i32, i32* %3, align 4
  %15 = icmp ult i32 %14, 1024
  br i1 %15, label %16, label %29

16:                                               ; preds = %13
  %17 = load i32, i32* %3, align 4
  %18 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i32 0, i32 %17
  %19 = load i16, i16* %18, align 2
  %20 = zext i16 %19 to i32
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %16
  %23 = load i32, i32* %3, align 4
  %24 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i32 0, i32 %23
  %25 = load i16, i16* %24, align 2
  %26 = zext i16 %25 to i32
  %27 = load i32, i32* %5, align 4
  %28 = add i32 %27, %26
  store i32 %28, i32* %5, align 4
  br label %52

29:                                               ; preds = %16, %13
  %30 = load i32, i32* %3, align 4
  %31 = and i32 %30, 1
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %37

33:                                               ; preds = %29
  %34 = load i32, i32* %3, align 4
  %35 = mul i32 3, %34
  %36 = add i32 %35, 1
  br label %40

37:                                               ; preds = %29
  %38 = load i32, i32* %3, align 4
  %39 = lshr i32 %38, 1
  br label %40

40:                                               ; preds = %37, %33
  %41 = phi i32 [ %36, %33 ], [ %39, %37 ]
  store i32 %41, i32* %3, align 4
  %42 = load i32, i32* %3, align 4
  %43 = load i32*, i32** %4, align 4
  %44 = load i32, i32* %43, align 4
  %45 = icmp ugt i32 %42, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %40
  %47 = load i32, i32* %3, align 4
  %48 = load i32*, i32** %4, align 4
  store i32 %47, i32* %48, align 4
  br label %49

49:                                               ; preds = %46, %40
  %50 = load i32, i32* %5, align 4
  %51 = add i32 %50, 1
  store i32 %51, i32* %5, align 4
  br label %10, !llvm.loop !9

52:                                               ; preds = %22, %10
  %53 = load i32, i32* %6, align 4
  %54 = icmp ult i32 %53, 1024
  br i1 %54, label %55, label %60

55:                                               ; preds = %52
  %56 = load i32, i32* %5, align 4
  %57 = trunc i32 %56 to i16
  %58 = load i32, i32* %6, align 4
  %59 = getelementptr inbounds [1024 x i16], [1024 x i16]* @memo, i32 0, i32 %58
  store i16 %57, i16* %59, align 2
  br label %60

60:                                               ; preds = %55, %52
  %61 = load i32, i32* %5, align 4
  ret i32 %61
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal void @print_uint(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [10 x i8], align 1
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %2, align 4
  %7 = urem i32 %6, 10
  %8 = add i32 48, %7
  %9 = trunc i32 %8 to i8
  %10 = load i32, i32* %4, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %4, align 4
  %12 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %10
  store i8 %9, i8* %12, align 1
  %13 = load i32, i32* %2, align 4
  %14 = udiv i32 %13, 10
  store i32 %14, i32* %2, align 4
  br label %15

15:                                               ; preds = %5
  %16 = load i32, i32* %2, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %5, label %18, !llvm.loop !10

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %22, %18
  %20 = load i32, i32* %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, i32* %4, align 4
  %25 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1
  %27 = zext i8 %26 to i32
  %28 = call i32 @putchar(i32 noundef %27) #2
  br label %19, !llvm.loop !11

29:                                               ; preds = %19
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

declare dso_local void @exit(i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
