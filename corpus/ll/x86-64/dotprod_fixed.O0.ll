; ModuleID = 'dotprod_fixed.c'
source_filename = "dotprod_fixed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@va = dso_local global [48 x i16] zeroinitializer, align 16
@vb = dso_local global [48 x i16] zeroinitializer, align 16
@seed = internal global i32 12345, align 4

; Function Attrs: noinline nounwind optnone
define dso_local zeroext i16 @dot_product(i16* noundef %0, i16* noundef %1) #0 {
  %3 = alloca i16*, align 8
  %4 = alloca i16*, align 8
  %5 = alloca i16, align 2
  %6 = alloca i16*, align 8
  store i16* %0, i16** %3, align 8
  store i16* %1, i16** %4, align 8
  store i16 0, i16* %5, align 2
  %7 = load i16*, i16** %3, align 8
  %8 = getelementptr inbounds i16, i16* %7, i64 48
  store i16* %8, i16** %6, align 8
  br label %9

9:                                                ; preds = %13, %2
  %10 = load i16*, i16** %3, align 8
  %11 = load i16*, i16** %6, align 8
  %12 = icmp ult i16* %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load i16, i16* %5, align 2
  %15 = zext i16 %14 to i32
  %16 = load i16*, i16** %3, align 8
  %17 = load i16, i16* %16, align 2
  %18 = zext i16 %17 to i32
  %19 = load i16*, i16** %4, align 8
  %20 = load i16, i16* %19, align 2
  %21 = zext i16 %20 to i32
  %22 = mul nsw i32 %18, %21
  %23 = add nsw i32 %15, %22
  %24 = trunc i32 %23 to i16
  store i16 %24, i16* %5, align 2
  %25 = load i16*, i16** %3, align 8
  %26 = getelementptr inbounds i16, i16* %25, i64 1
  store i16* %26, i16** %3, align 8
  %27 = load i16*, i16** %4, align 8
  %28 = getelementptr inbounds i16, i16* %27, i64 1
  store i16* %28, i16** %4, align 8
  br label %9, !llvm.loop !2

29:                                               ; preds = %9
  %30 = load i16, i16* %5, align 2
  ret i16 %30
}

; Function Attrs: noinline nounwind optnone
define dso_local zeroext i16 @dot_product_fp(i16* noundef %0, i16* noundef %1) #0 {
  %3 = alloca i16*, align 8
  %4 = alloca i16*, align 8
  %5 = alloca i16, align 2
  %6 = alloca i16*, align 8
  store i16* %0, i16** %3, align 8
  store i16* %1, i16** %4, align 8
  store i16 0, i16* %5, align 2
  %7 = load i16*, i16** %3, align 8
  %8 = getelementptr inbounds i16, i16* %7, i64 48
  store i16* %8, i16** %6, align 8
  br label %9

9:                                                ; preds = %13, %2
  %10 = load i16*, i16** %3, align 8
  %11 = load i16*, i16** %6, align 8
  %12 = icmp ult i16* %10, %11
  br i1 %12, label %13, label %32

13:                                               ; preds = %9
  %14 = load i16, i16* %5, align 2
  %15 = zext i16 %14 to i32
  %16 = load i16*, i16** %3, align 8
  %17 = load i16, i16* %16, align 2
  %18 = zext i16 %17 to i32
  %19 = load i16*, i16** %4, align 8
  %20 = load i16, i16* %19, align 2
  %21 = zext i16 %20 to i32
  %22 = mul i32 %18, %21
  %23 = lshr i32 %22, 8
  %24 = trunc i32 %23 to i16
  %25 = zext i16 %24 to i32
  %26 = add nsw i32 %15, %25
  %27 = trunc i32 %26 to i16
  store i16 %27, i16* %5, align 2
  %28 = load i16*, i16** %3, align 8
  %29 = getelementptr inbounds i16, i16* %28, i32 1
  store i16* %29, i16** %3, align 8
  %30 = load i16*, i16** %4, align 8
  %31 = getelementptr inbounds i16, i16* %30, i32 1
  store i16* %31, i16** %4, align 8
  br label %9, !llvm.loop !4

32:                                               ; preds = %9
  %33 = load i16, i16* %5, align 2
  ret i16 %33
}

; Function Attrs: noinline nounwind optnone
define dso_local zeroext i16 @dot_product_fp2(i16* noundef %0, i16* noundef %1) #0 {
  %3 = alloca i16*, align 8
  %4 = alloca i16*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i16*, align 8
  store i16* %0, i16** %3, align 8
  store i16* %1, i16** %4, align 8
  store i32 0, i32* %5, align 4
  %7 = load i16*, i16** %3, align 8
  %8 = getelementptr inbounds i16, i16* %7, i64 48
  store i16* %8, i16** %6, align 8
  br label %9

9:                                                ; preds = %13, %2
  %10 = load i16*, i16** %3, align 8
  %11 = load i16*, i16** %6, align 8
  %12 = icmp ult i16* %10, %11
  br i1 %12, label %13, label %27

13:                                               ; preds = %9
  %14 = load i32, i32* %5, align 4
  %15 = load i16*, i16** %3, align 8
  %16 = load i16, i16* %15, align 2
  %17 = zext i16 %16 to i32
  %18 = load i16*, i16** %4, align 8
  %19 = load i16, i16* %18, align 2
  %20 = zext i16 %19 to i32
  %21 = mul i32 %17, %20
  %22 = add i32 %14, %21
  store i32 %22, i32* %5, align 4
  %23 = load i16*, i16** %3, align 8
  %24 = getelementptr inbounds i16, i16* %23, i32 1
  store i16* %24, i16** %3, align 8
  %25 = load i16*, i16** %4, align 8
  %26 = getelementptr inbounds i16, i16* %25, i32 1
  store i16* %26, i16** %4, align 8
  br label %9, !llvm.loop !5

27:                                               ; preds = %9
  %28 = load i32, i32* %5, align 4
  %29 = lshr i32 %28, 8
  %30 = trunc i32 %29 to i16
  ret i16 %30
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 -2128831035, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %85, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 24
  br i1 %11, label %12, label %88

12:                                               ; preds = %9
  store i32 0, i32* %3, align 4
  br label %13

13:                                               ; preds = %25, %12
  %14 = load i32, i32* %3, align 4
  %15 = icmp slt i32 %14, 48
  br i1 %15, label %16, label %28

16:                                               ; preds = %13
  %17 = call zeroext i16 @next_fp() #2
  %18 = load i32, i32* %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %19
  store i16 %17, i16* %20, align 2
  %21 = call zeroext i16 @next_fp() #2
  %22 = load i32, i32* %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [48 x i16], [48 x i16]* @vb, i64 0, i64 %23
  store i16 %21, i16* %24, align 2
  br label %25

25:                                               ; preds = %16
  %26 = load i32, i32* %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %3, align 4
  br label %13, !llvm.loop !6

28:                                               ; preds = %13
  %29 = call zeroext i16 @dot_product(i16* noundef getelementptr inbounds ([48 x i16], [48 x i16]* @va, i64 0, i64 0), i16* noundef getelementptr inbounds ([48 x i16], [48 x i16]* @vb, i64 0, i64 0)) #2
  store i16 %29, i16* %4, align 2
  %30 = call zeroext i16 @dot_product_fp(i16* noundef getelementptr inbounds ([48 x i16], [48 x i16]* @va, i64 0, i64 0), i16* noundef getelementptr inbounds ([48 x i16], [48 x i16]* @vb, i64 0, i64 0)) #2
  store i16 %30, i16* %5, align 2
  %31 = call zeroext i16 @dot_product_fp2(i16* noundef getelementptr inbounds ([48 x i16], [48 x i16]* @va, i64 0, i64 0), i16* noundef getelementptr inbounds ([48 x i16], [48 x i16]* @vb, i64 0, i64 0)) #2
  store i16 %31, i16* %6, align 2
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %32

32:                                               ; preds = %49, %28
  %33 = load i32, i32* %8, align 4
  %34 = icmp slt i32 %33, 48
  br i1 %34, label %35, label %52

35:                                               ; preds = %32
  %36 = load i32, i32* %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %37
  %39 = load i16, i16* %38, align 2
  %40 = zext i16 %39 to i32
  %41 = load i32, i32* %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [48 x i16], [48 x i16]* @vb, i64 0, i64 %42
  %44 = load i16, i16* %43, align 2
  %45 = zext i16 %44 to i32
  %46 = mul i32 %40, %45
  %47 = load i32, i32* %7, align 4
  %48 = add i32 %47, %46
  store i32 %48, i32* %7, align 4
  br label %49

49:                                               ; preds = %35
  %50 = load i32, i32* %8, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %8, align 4
  br label %32, !llvm.loop !7

52:                                               ; preds = %32
  %53 = load i32, i32* %7, align 4
  %54 = lshr i32 %53, 8
  %55 = trunc i32 %54 to i16
  %56 = zext i16 %55 to i32
  %57 = load i16, i16* %6, align 2
  %58 = zext i16 %57 to i32
  %59 = icmp ne i32 %56, %58
  br i1 %59, label %60, label %61

60:                                               ; preds = %52
  call void @abort() #2
  br label %61

61:                                               ; preds = %60, %52
  %62 = load i32, i32* %7, align 4
  %63 = trunc i32 %62 to i16
  %64 = zext i16 %63 to i32
  %65 = load i16, i16* %4, align 2
  %66 = zext i16 %65 to i32
  %67 = icmp ne i32 %64, %66
  br i1 %67, label %68, label %69

68:                                               ; preds = %61
  call void @abort() #2
  br label %69

69:                                               ; preds = %68, %61
  %70 = load i32, i32* %1, align 4
  %71 = load i16, i16* %4, align 2
  %72 = zext i16 %71 to i32
  %73 = xor i32 %70, %72
  %74 = mul i32 %73, 16777619
  store i32 %74, i32* %1, align 4
  %75 = load i32, i32* %1, align 4
  %76 = load i16, i16* %5, align 2
  %77 = zext i16 %76 to i32
  %78 = xor i32 %75, %77
  %79 = mul i32 %78, 16777619
  store i32 %79, i32* %1, align 4
  %80 = load i32, i32* %1, align 4
  %81 = load i16, i16* %6, align 2
  %82 = zext i16 %81 to i32
  %83 = xor i32 %80, %82
  %84 = mul i32 %83, 16777619
  store i32 %84, i32* %1, align 4
  br label %85

85:                                               ; preds = %69
  %86 = load i32, i32* %2, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, i32* %2, align 4
  br label %9, !llvm.loop !8

88:                                               ; preds = %9
  %89 = load i32, i32* %1, align 4
  %90 = and i32 %89, 2147483647
  ret i32 %90
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i16 @next_fp() #0 {
  %1 = load i32, i32* @seed, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, i32* @seed, align 4
  %4 = load i32, i32* @seed, align 4
  %5 = lshr i32 %4, 16
  %6 = and i32 %5, 1023
  %7 = trunc i32 %6 to i16
  ret i16 %7
}

declare dso_local void @abort() #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

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
