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
  %4 = tail call i8* @memset(i8* noundef getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 0), i32 noundef 0, i32 noundef 3000) #3
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
  br i1 %21, label %25, label %5, !llvm.loop !8

22:                                               ; preds = %25
  %23 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !9
  %24 = or i32 %23, 1
  store i32 %24, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !9
  br label %32

25:                                               ; preds = %18, %25
  %26 = phi i32 [ %30, %25 ], [ 0, %18 ]
  %27 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %26
  store i32 0, i32* %27, align 4, !tbaa !9
  %28 = or i32 %26, 1
  %29 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %28
  store i32 0, i32* %29, align 4, !tbaa !9
  %30 = add nuw nsw i32 %26, 2
  %31 = icmp eq i32 %30, 94
  br i1 %31, label %22, label %25, !llvm.loop !11

32:                                               ; preds = %22, %58
  %33 = phi i32 [ 9, %22 ], [ %62, %58 ]
  %34 = phi i32 [ 3, %22 ], [ %61, %58 ]
  %35 = phi i32 [ 1, %22 ], [ %59, %58 ]
  %36 = lshr i32 %35, 5
  %37 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %36
  %38 = load i32, i32* %37, align 4, !tbaa !9
  %39 = shl nuw i32 1, %35
  %40 = and i32 %38, %39
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %58

42:                                               ; preds = %32
  %43 = add nsw i32 %33, -1
  %44 = icmp ult i32 %43, 3000
  br i1 %44, label %45, label %58

45:                                               ; preds = %42
  %46 = lshr exact i32 %43, 1
  br label %47

47:                                               ; preds = %45, %47
  %48 = phi i32 [ %55, %47 ], [ %46, %45 ]
  %49 = and i32 %48, 31
  %50 = shl nuw i32 1, %49
  %51 = lshr i32 %48, 5
  %52 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %51
  %53 = load i32, i32* %52, align 4, !tbaa !9
  %54 = or i32 %53, %50
  store i32 %54, i32* %52, align 4, !tbaa !9
  %55 = add nuw i32 %48, %34
  %56 = shl i32 %55, 1
  %57 = icmp ult i32 %56, 3000
  br i1 %57, label %47, label %58, !llvm.loop !12

58:                                               ; preds = %47, %42, %32
  %59 = add nuw nsw i32 %35, 1
  %60 = shl nuw i32 %59, 1
  %61 = or i32 %60, 1
  %62 = mul i32 %61, %61
  %63 = icmp eq i32 %59, 27
  br i1 %63, label %64, label %32, !llvm.loop !13

64:                                               ; preds = %58
  %65 = load i8, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 2), align 1, !tbaa !3
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %67, label %101

67:                                               ; preds = %101, %64
  %68 = phi i32 [ 1, %64 ], [ 0, %101 ]
  %69 = phi i32 [ 118251589, %64 ], [ -2128831035, %101 ]
  %70 = load i8, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 3), align 1, !tbaa !3
  %71 = icmp eq i8 %70, 0
  %72 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !9
  %73 = and i32 %72, 2
  %74 = icmp eq i32 %73, 0
  %75 = xor i1 %71, %74
  br i1 %75, label %76, label %77

76:                                               ; preds = %67
  tail call void @abort() #3
  br label %77

77:                                               ; preds = %76, %67
  br i1 %71, label %78, label %82

78:                                               ; preds = %77
  %79 = add nuw nsw i32 %68, 1
  %80 = xor i32 %69, 3
  %81 = mul i32 %80, 16777619
  br label %82

82:                                               ; preds = %78, %77
  %83 = phi i32 [ %81, %78 ], [ %69, %77 ]
  %84 = phi i32 [ %79, %78 ], [ %68, %77 ]
  %85 = phi i32 [ 1, %78 ], [ 0, %77 ]
  %86 = phi i32 [ 3, %78 ], [ 2, %77 ]
  %87 = load i8, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 4), align 1, !tbaa !3
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %89, label %96

89:                                               ; preds = %82
  tail call void @abort() #3
  %90 = add nsw i32 %84, 1
  %91 = sub nuw nsw i32 4, %86
  %92 = icmp ugt i32 %91, %85
  %93 = select i1 %92, i32 %91, i32 %85
  %94 = xor i32 %83, 4
  %95 = mul i32 %94, 16777619
  br label %96

96:                                               ; preds = %82, %89
  %97 = phi i32 [ %95, %89 ], [ %83, %82 ]
  %98 = phi i32 [ %90, %89 ], [ %84, %82 ]
  %99 = phi i32 [ %93, %89 ], [ %85, %82 ]
  %100 = phi i32 [ 4, %89 ], [ %86, %82 ]
  br label %104

101:                                              ; preds = %64
  tail call void @abort() #3
  br label %67

102:                                              ; preds = %142
  %103 = icmp eq i32 %144, 430
  br i1 %103, label %151, label %150

104:                                              ; preds = %96, %142
  %105 = phi i32 [ %148, %142 ], [ 5, %96 ]
  %106 = phi i32 [ %147, %142 ], [ %100, %96 ]
  %107 = phi i32 [ %146, %142 ], [ %99, %96 ]
  %108 = phi i32 [ %145, %142 ], [ 0, %96 ]
  %109 = phi i32 [ %144, %142 ], [ %98, %96 ]
  %110 = phi i32 [ %143, %142 ], [ %97, %96 ]
  %111 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %105
  %112 = load i8, i8* %111, align 1, !tbaa !3
  %113 = icmp eq i8 %112, 0
  %114 = and i32 %105, 1
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %116, label %117

116:                                              ; preds = %104
  br i1 %113, label %127, label %142

117:                                              ; preds = %104
  %118 = lshr i32 %105, 6
  %119 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %118
  %120 = load i32, i32* %119, align 4, !tbaa !9
  %121 = lshr i32 %105, 1
  %122 = and i32 %121, 31
  %123 = shl nuw i32 1, %122
  %124 = and i32 %120, %123
  %125 = icmp eq i32 %124, 0
  %126 = xor i1 %113, %125
  br i1 %126, label %127, label %128

127:                                              ; preds = %116, %117
  tail call void @abort() #3
  br label %128

128:                                              ; preds = %127, %117
  br i1 %113, label %129, label %142

129:                                              ; preds = %128
  %130 = add nsw i32 %105, -2
  %131 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %130
  %132 = load i8, i8* %131, align 1, !tbaa !3
  %133 = icmp eq i8 %132, 0
  %134 = zext i1 %133 to i32
  %135 = add i32 %108, %134
  %136 = add i32 %109, 1
  %137 = sub i32 %105, %106
  %138 = icmp ugt i32 %137, %107
  %139 = select i1 %138, i32 %137, i32 %107
  %140 = xor i32 %105, %110
  %141 = mul i32 %140, 16777619
  br label %142

142:                                              ; preds = %116, %128, %129
  %143 = phi i32 [ %141, %129 ], [ %110, %128 ], [ %110, %116 ]
  %144 = phi i32 [ %136, %129 ], [ %109, %128 ], [ %109, %116 ]
  %145 = phi i32 [ %135, %129 ], [ %108, %128 ], [ %108, %116 ]
  %146 = phi i32 [ %139, %129 ], [ %107, %128 ], [ %107, %116 ]
  %147 = phi i32 [ %105, %129 ], [ %106, %128 ], [ %106, %116 ]
  %148 = add nuw nsw i32 %105, 1
  %149 = icmp eq i32 %148, 3000
  br i1 %149, label %102, label %104, !llvm.loop !14

150:                                              ; preds = %102
  tail call void @abort() #3
  br label %151

151:                                              ; preds = %150, %102
  %152 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %152) #4
  br label %153

153:                                              ; preds = %153, %151
  %154 = phi i32 [ %144, %151 ], [ %161, %153 ]
  %155 = phi i32 [ 0, %151 ], [ %159, %153 ]
  %156 = urem i32 %154, 10
  %157 = trunc i32 %156 to i8
  %158 = or i8 %157, 48
  %159 = add nuw nsw i32 %155, 1
  %160 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %155
  store i8 %158, i8* %160, align 1, !tbaa !3
  %161 = udiv i32 %154, 10
  %162 = icmp ult i32 %154, 10
  br i1 %162, label %163, label %153, !llvm.loop !16

163:                                              ; preds = %153, %163
  %164 = phi i32 [ %165, %163 ], [ %159, %153 ]
  %165 = add nsw i32 %164, -1
  %166 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %165
  %167 = load i8, i8* %166, align 1, !tbaa !3
  %168 = sext i8 %167 to i32
  %169 = tail call i32 @putchar(i32 noundef %168) #3
  %170 = icmp eq i32 %165, 0
  br i1 %170, label %171, label %163, !llvm.loop !17

171:                                              ; preds = %163
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %152) #4
  %172 = tail call i32 @putchar(i32 noundef 32) #3
  %173 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %173) #4
  br label %174

174:                                              ; preds = %174, %171
  %175 = phi i32 [ %145, %171 ], [ %182, %174 ]
  %176 = phi i32 [ 0, %171 ], [ %180, %174 ]
  %177 = urem i32 %175, 10
  %178 = trunc i32 %177 to i8
  %179 = or i8 %178, 48
  %180 = add nuw nsw i32 %176, 1
  %181 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %176
  store i8 %179, i8* %181, align 1, !tbaa !3
  %182 = udiv i32 %175, 10
  %183 = icmp ult i32 %175, 10
  br i1 %183, label %184, label %174, !llvm.loop !16

184:                                              ; preds = %174, %184
  %185 = phi i32 [ %186, %184 ], [ %180, %174 ]
  %186 = add nsw i32 %185, -1
  %187 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %186
  %188 = load i8, i8* %187, align 1, !tbaa !3
  %189 = sext i8 %188 to i32
  %190 = tail call i32 @putchar(i32 noundef %189) #3
  %191 = icmp eq i32 %186, 0
  br i1 %191, label %192, label %184, !llvm.loop !17

192:                                              ; preds = %184
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %173) #4
  %193 = tail call i32 @putchar(i32 noundef 32) #3
  %194 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %194) #4
  br label %195

195:                                              ; preds = %195, %192
  %196 = phi i32 [ %146, %192 ], [ %203, %195 ]
  %197 = phi i32 [ 0, %192 ], [ %201, %195 ]
  %198 = urem i32 %196, 10
  %199 = trunc i32 %198 to i8
  %200 = or i8 %199, 48
  %201 = add nuw nsw i32 %197, 1
  %202 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %197
  store i8 %200, i8* %202, align 1, !tbaa !3
  %203 = udiv i32 %196, 10
  %204 = icmp ult i32 %196, 10
  br i1 %204, label %205, label %195, !llvm.loop !16

205:                                              ; preds = %195, %205
  %206 = phi i32 [ %207, %205 ], [ %201, %195 ]
  %207 = add nsw i32 %206, -1
  %208 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %207
  %209 = load i8, i8* %208, align 1, !tbaa !3
  %210 = sext i8 %209 to i32
  %211 = tail call i32 @putchar(i32 noundef %210) #3
  %212 = icmp eq i32 %207, 0
  br i1 %212, label %213, label %205, !llvm.loop !17

213:                                              ; preds = %205
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %194) #4
  %214 = tail call i32 @putchar(i32 noundef 10) #3
  %215 = xor i32 %145, %143
  %216 = shl i32 %146, 16
  %217 = xor i32 %215, %216
  %218 = mul i32 %217, 16777619
  %219 = and i32 %218, 2147483647
  tail call void @exit(i32 noundef %219) #3
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !4, i64 0}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7, !15}
!15 = !{!"llvm.loop.peeled.count", i32 3}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
