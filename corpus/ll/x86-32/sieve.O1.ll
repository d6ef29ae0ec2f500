; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@composite = internal global [3000 x i8] zeroinitializer, align 1
@bits = internal unnamed_addr global [94 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = call i8* @memset(i8* noundef getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 0), i32 noundef 0, i32 noundef 3000) #3
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 1), align 1, !tbaa !3
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 0), align 1, !tbaa !3
  br label %5

5:                                                ; preds = %0, %18
  %6 = phi i32 [ 4, %0 ], [ %20, %18 ]
  %7 = phi i32 [ 2, %0 ], [ %19, %18 ]
  %8 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !3
  %10 = icmp eq i8 %9, 0
  %11 = icmp ult i32 %6, 3000
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %18

13:                                               ; preds = %5, %13
  %14 = phi i32 [ %16, %13 ], [ %6, %5 ]
  %15 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %14
  store i8 1, i8* %15, align 1, !tbaa !3
  %16 = add nuw nsw i32 %14, %7
  %17 = icmp ult i32 %16, 3000
  br i1 %17, label %13, label %18, !llvm.loop !6

18:                                               ; preds = %13, %5
  %19 = add nuw nsw i32 %7, 1
  %20 = mul nsw i32 %19, %19
  %21 = icmp eq i32 %19, 55
  br i1 %21, label %25, label %5, !llvm.loop !9

22:                                               ; preds = %25
  %23 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !10
  %24 = or i32 %23, 1
  store i32 %24, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !10
  br label %30

25:                                               ; preds = %18, %25
  %26 = phi i32 [ %28, %25 ], [ 0, %18 ]
  %27 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %26
  store i32 0, i32* %27, align 4, !tbaa !10
  %28 = add nuw nsw i32 %26, 1
  %29 = icmp eq i32 %28, 94
  br i1 %29, label %22, label %25, !llvm.loop !12

30:                                               ; preds = %22, %56
  %31 = phi i32 [ 9, %22 ], [ %60, %56 ]
  %32 = phi i32 [ 3, %22 ], [ %59, %56 ]
  %33 = phi i32 [ 1, %22 ], [ %57, %56 ]
  %34 = lshr i32 %33, 5
  %35 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4, !tbaa !10
  %37 = shl i32 1, %33
  %38 = and i32 %36, %37
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %56

40:                                               ; preds = %30
  %41 = add nsw i32 %31, -1
  %42 = icmp ult i32 %41, 3000
  br i1 %42, label %43, label %56

43:                                               ; preds = %40
  %44 = lshr exact i32 %41, 1
  br label %45

45:                                               ; preds = %43, %45
  %46 = phi i32 [ %53, %45 ], [ %44, %43 ]
  %47 = and i32 %46, 31
  %48 = shl i32 1, %47
  %49 = lshr i32 %46, 5
  %50 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %49
  %51 = load i32, i32* %50, align 4, !tbaa !10
  %52 = or i32 %51, %48
  store i32 %52, i32* %50, align 4, !tbaa !10
  %53 = add nuw i32 %46, %32
  %54 = shl i32 %53, 1
  %55 = icmp ult i32 %54, 3000
  br i1 %55, label %45, label %56, !llvm.loop !13

56:                                               ; preds = %45, %40, %30
  %57 = add nuw nsw i32 %33, 1
  %58 = shl nuw i32 %57, 1
  %59 = or i32 %58, 1
  %60 = mul i32 %59, %59
  %61 = icmp eq i32 %57, 27
  br i1 %61, label %64, label %30, !llvm.loop !14

62:                                               ; preds = %109
  %63 = icmp eq i32 %111, 430
  br i1 %63, label %118, label %117

64:                                               ; preds = %56, %109
  %65 = phi i32 [ %115, %109 ], [ 2, %56 ]
  %66 = phi i32 [ %114, %109 ], [ 2, %56 ]
  %67 = phi i32 [ %113, %109 ], [ 0, %56 ]
  %68 = phi i32 [ %112, %109 ], [ 0, %56 ]
  %69 = phi i32 [ %111, %109 ], [ 0, %56 ]
  %70 = phi i32 [ %110, %109 ], [ -2128831035, %56 ]
  %71 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %65
  %72 = load i8, i8* %71, align 1, !tbaa !3
  %73 = icmp eq i8 %72, 0
  %74 = icmp eq i32 %65, 2
  br i1 %74, label %87, label %75

75:                                               ; preds = %64
  %76 = and i32 %65, 1
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %87, label %78

78:                                               ; preds = %75
  %79 = lshr i32 %65, 6
  %80 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %79
  %81 = load i32, i32* %80, align 4, !tbaa !10
  %82 = lshr i32 %65, 1
  %83 = and i32 %82, 31
  %84 = shl i32 1, %83
  %85 = and i32 %81, %84
  %86 = icmp eq i32 %85, 0
  br label %87

87:                                               ; preds = %75, %78, %64
  %88 = phi i1 [ true, %64 ], [ false, %75 ], [ %86, %78 ]
  %89 = xor i1 %73, %88
  br i1 %89, label %90, label %91

90:                                               ; preds = %87
  call void @abort() #3
  br label %91

91:                                               ; preds = %90, %87
  br i1 %73, label %92, label %109

92:                                               ; preds = %91
  %93 = add i32 %69, 1
  %94 = icmp ugt i32 %65, 4
  br i1 %94, label %95, label %102

95:                                               ; preds = %92
  %96 = add nsw i32 %65, -2
  %97 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %96
  %98 = load i8, i8* %97, align 1, !tbaa !3
  %99 = icmp eq i8 %98, 0
  %100 = zext i1 %99 to i32
  %101 = add i32 %68, %100
  br label %102

102:                                              ; preds = %95, %92
  %103 = phi i32 [ %68, %92 ], [ %101, %95 ]
  %104 = sub i32 %65, %66
  %105 = icmp ugt i32 %104, %67
  %106 = select i1 %105, i32 %104, i32 %67
  %107 = xor i32 %65, %70
  %108 = mul i32 %107, 16777619
  br label %109

109:                                              ; preds = %91, %102
  %110 = phi i32 [ %108, %102 ], [ %70, %91 ]
  %111 = phi i32 [ %93, %102 ], [ %69, %91 ]
  %112 = phi i32 [ %103, %102 ], [ %68, %91 ]
  %113 = phi i32 [ %106, %102 ], [ %67, %91 ]
  %114 = phi i32 [ %65, %102 ], [ %66, %91 ]
  %115 = add nuw nsw i32 %65, 1
  %116 = icmp eq i32 %115, 3000
  br i1 %116, label %62, label %64, !llvm.loop !15

117:                                              ; preds = %62
  call void @abort() #3
  br label %118

118:                                              ; preds = %117, %62
  %119 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %119) #4
  br label %120

120:                                              ; preds = %120, %118
  %121 = phi i32 [ %111, %118 ], [ %128, %120 ]
  %122 = phi i32 [ 0, %118 ], [ %126, %120 ]
  %123 = urem i32 %121, 10
  %124 = trunc i32 %123 to i8
  %125 = or i8 %124, 48
  %126 = add nuw nsw i32 %122, 1
  %127 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %122
  store i8 %125, i8* %127, align 1, !tbaa !3
  %128 = udiv i32 %121, 10
  %129 = icmp ult i32 %121, 10
  br i1 %129, label %130, label %120, !llvm.loop !16

130:                                              ; preds = %120, %130
  %131 = phi i32 [ %132, %130 ], [ %126, %120 ]
  %132 = add nsw i32 %131, -1
  %133 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %132
  %134 = load i8, i8* %133, align 1, !tbaa !3
  %135 = sext i8 %134 to i32
  %136 = call i32 @putchar(i32 noundef %135) #3
  %137 = icmp eq i32 %132, 0
  br i1 %137, label %138, label %130, !llvm.loop !17

138:                                              ; preds = %130
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %119) #4
  %139 = call i32 @putchar(i32 noundef 32) #3
  %140 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %140) #4
  br label %141

141:                                              ; preds = %141, %138
  %142 = phi i32 [ %112, %138 ], [ %149, %141 ]
  %143 = phi i32 [ 0, %138 ], [ %147, %141 ]
  %144 = urem i32 %142, 10
  %145 = trunc i32 %144 to i8
  %146 = or i8 %145, 48
  %147 = add nuw nsw i32 %143, 1
  %148 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %143
  store i8 %146, i8* %148, align 1, !tbaa !3
  %149 = udiv i32 %142, 10
  %150 = icmp ult i32 %142, 10
  br i1 %150, label %151, label %141, !llvm.loop !16

151:                                              ; preds = %141, %151
  %152 = phi i32 [ %153, %151 ], [ %147, %141 ]
  %153 = add nsw i32 %152, -1
  %154 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %153
  %155 = load i8, i8* %154, align 1, !tbaa !3
  %156 = sext i8 %155 to i32
  %157 = call i32 @putchar(i32 noundef %156) #3
  %158 = icmp eq i32 %153, 0
  br i1 %158, label %159, label %151, !llvm.loop !17

159:                                              ; preds = %151
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %140) #4
  %160 = call i32 @putchar(i32 noundef 32) #3
  %161 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %161) #4
  br label %162

162:                                              ; preds = %162, %159
  %163 = phi i32 [ %113, %159 ], [ %170, %162 ]
  %164 = phi i32 [ 0, %159 ], [ %168, %162 ]
  %165 = urem i32 %163, 10
  %166 = trunc i32 %165 to i8
  %167 = or i8 %166, 48
  %168 = add nuw nsw i32 %164, 1
  %169 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %164
  store i8 %167, i8* %169, align 1, !tbaa !3
  %170 = udiv i32 %163, 10
  %171 = icmp ult i32 %163, 10
  br i1 %171, label %172, label %162, !llvm.loop !16

172:                                              ; preds = %162, %172
  %173 = phi i32 [ %174, %172 ], [ %168, %162 ]
  %174 = add nsw i32 %173, -1
  %175 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %174
  %176 = load i8, i8* %175, align 1, !tbaa !3
  %177 = sext i8 %176 to i32
  %178 = call i32 @putchar(i32 noundef %177) #3
  %179 = icmp eq i32 %174, 0
  br i1 %179, label %180, label %172, !llvm.loop !17

180:                                              ; preds = %172
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %161) #4
  %181 = call i32 @putchar(i32 noundef 10) #3
  %182 = xor i32 %112, %110
  %183 = shl i32 %113, 16
  %184 = xor i32 %182, %183
  %185 = mul i32 %184, 16777619
  %186 = and i32 %185, 2147483647
  call void @exit(i32 noundef %186) #3
  ret i32 0
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local void @exit(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !7, !8}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !4, i64 0}
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !8}
!17 = distinct !{!17, !7, !8}
