; ModuleID = 'collatz.c'
source_filename = "collatz.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@memo = internal unnamed_addr global [1024 x i16] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  br label %8

4:                                                ; preds = %44
  %5 = icmp ne i32 %53, 327
  %6 = icmp ne i32 %52, 143
  %7 = select i1 %5, i1 true, i1 %6
  br i1 %7, label %59, label %60

8:                                                ; preds = %0, %44
  %9 = phi i64 [ 1, %0 ], [ %57, %44 ]
  %10 = phi i32 [ -2128831035, %0 ], [ %56, %44 ]
  %11 = phi i32 [ 0, %0 ], [ %50, %44 ]
  %12 = phi i32 [ 0, %0 ], [ %54, %44 ]
  %13 = phi i32 [ 0, %0 ], [ %53, %44 ]
  %14 = phi i32 [ 0, %0 ], [ %52, %44 ]
  %15 = icmp eq i64 %9, 1
  br i1 %15, label %44, label %16

16:                                               ; preds = %8
  %17 = trunc nuw nsw i64 %9 to i32
  br label %18

18:                                               ; preds = %16, %32
  %19 = phi i32 [ %40, %32 ], [ %17, %16 ]
  %20 = phi i32 [ %41, %32 ], [ %17, %16 ]
  %21 = phi i32 [ %38, %32 ], [ %17, %16 ]
  %22 = phi i32 [ %42, %32 ], [ 0, %16 ]
  %23 = icmp ult i32 %21, 1024
  br i1 %23, label %24, label %32

24:                                               ; preds = %18
  %25 = zext nneg i32 %21 to i64
  %26 = getelementptr inbounds [1024 x i16], ptr @memo, i64 0, i64 %25
  %27 = load i16, ptr %26, align 2, !tbaa !2
  %28 = icmp eq i16 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %24
  %30 = zext i16 %27 to i32
  %31 = add i32 %22, %30
  br label %44

32:                                               ; preds = %24, %18
  %33 = and i32 %21, 1
  %34 = icmp eq i32 %33, 0
  %35 = mul i32 %21, 3
  %36 = add i32 %35, 1
  %37 = lshr exact i32 %21, 1
  %38 = select i1 %34, i32 %37, i32 %36
  %39 = icmp ugt i32 %38, %20
  %40 = select i1 %39, i32 %38, i32 %19
  %41 = tail call i32 @llvm.umax.i32(i32 %38, i32 %20)
  %42 = add i32 %22, 1
  %43 = icmp eq i32 %38, 1
  br i1 %43, label %44, label %18, !llvm.loop !6

44:                                               ; preds = %32, %8, %29
  %45 = phi i32 [ %17, %29 ], [ 1, %8 ], [ %17, %32 ]
  %46 = phi i32 [ %19, %29 ], [ 1, %8 ], [ %40, %32 ]
  %47 = phi i32 [ %31, %29 ], [ 0, %8 ], [ %42, %32 ]
  %48 = trunc i32 %47 to i16
  %49 = getelementptr inbounds [1024 x i16], ptr @memo, i64 0, i64 %9
  store i16 %48, ptr %49, align 2, !tbaa !2
  %50 = add i32 %47, %11
  %51 = icmp ugt i32 %47, %14
  %52 = tail call i32 @llvm.umax.i32(i32 %47, i32 %14)
  %53 = select i1 %51, i32 %45, i32 %13
  %54 = tail call i32 @llvm.umax.i32(i32 %46, i32 %12)
  %55 = xor i32 %47, %10
  %56 = mul i32 %55, 16777619
  %57 = add nuw nsw i64 %9, 1
  %58 = icmp eq i64 %57, 400
  br i1 %58, label %4, label %8, !llvm.loop !8

59:                                               ; preds = %4
  tail call void @abort() #4
  br label %60

60:                                               ; preds = %4, %59
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %3) #5
  br label %61

61:                                               ; preds = %61, %60
  %62 = phi i32 [ %72, %61 ], [ 1, %60 ]
  %63 = phi i64 [ %68, %61 ], [ 0, %60 ]
  %64 = phi i32 [ %70, %61 ], [ %53, %60 ]
  %65 = urem i32 %64, 10
  %66 = trunc nuw nsw i32 %65 to i8
  %67 = or disjoint i8 %66, 48
  %68 = add nuw nsw i64 %63, 1
  %69 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 %63
  store i8 %67, ptr %69, align 1, !tbaa !9
  %70 = udiv i32 %64, 10
  %71 = icmp ult i32 %64, 10
  %72 = add nuw i32 %62, 1
  br i1 %71, label %73, label %61, !llvm.loop !10

73:                                               ; preds = %61
  %74 = sext i32 %62 to i64
  br label %75

75:                                               ; preds = %75, %73
  %76 = phi i64 [ %74, %73 ], [ %77, %75 ]
  %77 = add nsw i64 %76, -1
  %78 = getelementptr inbounds [10 x i8], ptr %3, i64 0, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !9
  %80 = sext i8 %79 to i32
  %81 = tail call i32 @putchar(i32 noundef %80) #4
  %82 = icmp eq i64 %77, 0
  br i1 %82, label %83, label %75, !llvm.loop !11

83:                                               ; preds = %75
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %3) #5
  %84 = tail call i32 @putchar(i32 noundef 58) #4
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2) #5
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i32 [ %96, %85 ], [ 1, %83 ]
  %87 = phi i64 [ %92, %85 ], [ 0, %83 ]
  %88 = phi i32 [ %94, %85 ], [ %52, %83 ]
  %89 = urem i32 %88, 10
  %90 = trunc nuw nsw i32 %89 to i8
  %91 = or disjoint i8 %90, 48
  %92 = add nuw nsw i64 %87, 1
  %93 = getelementptr inbounds [10 x i8], ptr %2, i64 0, i64 %87
  store i8 %91, ptr %93, align 1, !tbaa !9
  %94 = udiv i32 %88, 10
  %95 = icmp ult i32 %88, 10
  %96 = add nuw i32 %86, 1
  br i1 %95, label %97, label %85, !llvm.loop !10

97:                                               ; preds = %85
  %98 = sext i32 %86 to i64
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i64 [ %98, %97 ], [ %101, %99 ]
  %101 = add nsw i64 %100, -1
  %102 = getelementptr inbounds [10 x i8], ptr %2, i64 0, i64 %101
  %103 = load i8, ptr %102, align 1, !tbaa !9
  %104 = sext i8 %103 to i32
  %105 = tail call i32 @putchar(i32 noundef %104) #4
  %106 = icmp eq i64 %101, 0
  br i1 %106, label %107, label %99, !llvm.loop !11

107:                                              ; preds = %99
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2) #5
  %108 = tail call i32 @putchar(i32 noundef 32) #4
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1) #5
  br label %109

109:                                              ; preds = %109, %107
  %110 = phi i32 [ %120, %109 ], [ 1, %107 ]
  %111 = phi i64 [ %116, %109 ], [ 0, %107 ]
  %112 = phi i32 [ %118, %109 ], [ %50, %107 ]
  %113 = urem i32 %112, 10
  %114 = trunc nuw nsw i32 %113 to i8
  %115 = or disjoint i8 %114, 48
  %116 = add nuw nsw i64 %111, 1
  %117 = getelementptr inbounds [10 x i8], ptr %1, i64 0, i64 %111
  store i8 %115, ptr %117, align 1, !tbaa !9
  %118 = udiv i32 %112, 10
  %119 = icmp ult i32 %112, 10
  %120 = add nuw i32 %110, 1
  br i1 %119, label %121, label %109, !llvm.loop !10

121:                                              ; preds = %109
  %122 = sext i32 %110 to i64
  br label %123

123:                                              ; preds = %123, %121
  %124 = phi i64 [ %122, %121 ], [ %125, %123 ]
  %125 = add nsw i64 %124, -1
  %126 = getelementptr inbounds [10 x i8], ptr %1, i64 0, i64 %125
  %127 = load i8, ptr %126, align 1, !tbaa !9
  %128 = sext i8 %127 to i32
  %129 = tail call i32 @putchar(i32 noundef %128) #4
  %130 = icmp eq i64 %125, 0
  br i1 %130, label %131, label %123, !llvm.loop !11

131:                                              ; preds = %123
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1) #5
  %132 = tail call i32 @putchar(i32 noundef 10) #4
  %133 = xor i32 %56, %54
  %134 = mul i32 %133, 16777619
  %135 = and i32 %134, 2147483647
  tail call void @exit(i32 noundef %135) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

declare dso_local void @exit(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"short", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!4, !4, i64 0}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
